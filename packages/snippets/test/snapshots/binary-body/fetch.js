// In a <script type="module"> (top-level await).

// The file the user picked in the page's <input type="file">.
const file = document.querySelector('input[type="file"]').files[0];

const response = await fetch("https://api.example.com/v1/blobs/backup.bin", {
  method: "PUT",
  headers: {
    "Content-Type": "application/octet-stream",
  },
  body: file,
});

console.log(await response.text());
