// In a <script type="module"> (top-level await).

const response = await fetch("https://api.example.com/v1/login", {
  method: "POST",
  body: new URLSearchParams({
    username: "jane doe",
    note: "a&b=c + d %20 $HOME",
    city: "Zürich",
    empty: "",
  }),
});

console.log(await response.text());
