const response = await fetch("https://api.example.com/v1/reports?api_key=YOUR_API_KEY", {
  headers: {
    "X-API-Key": "<api-key>",
    "Cookie": "session=<session>",
  },
});

console.log(await response.text());
