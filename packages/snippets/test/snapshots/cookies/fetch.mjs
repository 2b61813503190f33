const response = await fetch("https://api.example.com/v1/preferences", {
  headers: {
    "X-Request-Note": "it's \"quoted\" $HOME",
    "Cookie": "theme=dark; session_id=abc123",
  },
});

console.log(await response.text());
