import { readFile } from "node:fs/promises";

const response: Response = await fetch("https://api.example.com/v1/blobs/backup.bin", {
  method: "PUT",
  headers: {
    "Content-Type": "application/octet-stream",
  },
  body: await readFile("upload.bin"),
});

console.log(await response.text());
