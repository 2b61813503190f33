// In a <script type="module"> (top-level await).

// Pages cannot set a Cookie header: store the cookies, and `credentials: "include"` sends them
// (to an API on the same site as this page only).
document.cookie = "theme=dark; path=/";
document.cookie = "session_id=abc123; path=/";

const response = await fetch("https://api.example.com/v1/preferences", {
  headers: {
    "X-Request-Note": "it's \"quoted\" $HOME",
  },
  credentials: "include",
});

console.log(await response.text());
