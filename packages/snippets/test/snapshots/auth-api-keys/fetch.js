// In a <script type="module"> (top-level await).

// Pages cannot set a Cookie header: store the cookies, and `credentials: "include"` sends them
// (to an API on the same site as this page only).
document.cookie = "session=<session>; path=/";

const response = await fetch("https://api.example.com/v1/reports?api_key=YOUR_API_KEY", {
  headers: {
    "X-API-Key": "<api-key>",
  },
  credentials: "include",
});

console.log(await response.text());
