import requests

url = "https://api.example.com/v1/notes"

payload = "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀\nsecond line\n".encode("utf-8")
headers = {
    "Content-Type": "text/plain"
}

response = requests.request("POST", url, data=payload, headers=headers)

print(response.text)
