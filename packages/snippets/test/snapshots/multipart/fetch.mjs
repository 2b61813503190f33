import { readFile } from "node:fs/promises";

const form = new FormData();
form.append("description", "A \"quoted\" caption; é");
form.append(
  "file",
  new Blob([await readFile("upload.bin")], { type: "application/octet-stream" }),
  "upload.bin",
);

const response = await fetch("https://api.example.com/v1/uploads", {
  method: "POST",
  body: form,
});

console.log(await response.text());
