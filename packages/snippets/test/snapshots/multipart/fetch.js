// In a <script type="module"> (top-level await).

// The file the user picked in the page's <input type="file">.
const file = document.querySelector('input[type="file"]').files[0];

const form = new FormData();
form.append("description", "A \"quoted\" caption; é");
form.append("file", new File([file], file.name, { type: "application/octet-stream" }));

const response = await fetch("https://api.example.com/v1/uploads", {
  method: "POST",
  body: form,
});

console.log(await response.text());
