import requests

url = "https://api.example.com/v1/uploads"

files = [
    ("description", (None, "A \"quoted\" caption; é")),
    ("file", ("upload.bin", open("upload.bin", "rb"), "application/octet-stream"))
]

response = requests.request("POST", url, files=files)

print(response.text)
