const response: Response = await fetch("https://api.example.com/v1/tags", {
  method: "PUT",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify(["solo"]),
});

console.log(await response.text());
