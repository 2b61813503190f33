const response: Response = await fetch("https://api.example.com/v1/me", {
  headers: {
    "Authorization": `Basic ${Buffer.from("<username>:<password>").toString("base64")}`,
  },
});

console.log(await response.text());
