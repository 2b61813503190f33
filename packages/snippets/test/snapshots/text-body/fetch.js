// In a <script type="module"> (top-level await).

const response = await fetch("https://api.example.com/v1/notes", {
  method: "POST",
  headers: {
    "Content-Type": "text/plain",
  },
  body: "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀\nsecond line\n",
});

console.log(await response.text());
