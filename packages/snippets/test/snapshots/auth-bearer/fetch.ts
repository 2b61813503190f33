const response: Response = await fetch("https://api.example.com/v1/me", {
  headers: {
    "Authorization": "Bearer <token>",
  },
});

console.log(await response.text());
