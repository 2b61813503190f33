// In a <script type="module"> (top-level await).

const response = await fetch("https://api.example.com/v1/me", {
  headers: {
    "Authorization": "Bearer <token>",
  },
});

console.log(await response.text());
