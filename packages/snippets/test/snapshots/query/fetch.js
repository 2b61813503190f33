// In a <script type="module"> (top-level await).

const response = await fetch("https://api.example.com/v1/search?api-version=2024-05-01&tag=a&tag=b%20c&ids=1%2C2%2C3&q=caf%C3%A9%20%26%20bar%3Dbaz%2B%25&filter[owner]=%24me&created[range][gt]=1&note=<b>%20\"x\"%20'y'%20%7Bz%7D");

console.log(await response.text());
