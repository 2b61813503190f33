import requests

url = "https://api.example.com/v1/blobs/backup.bin"

payload = open("upload.bin", "rb")
headers = {
    "Content-Type": "application/octet-stream"
}

response = requests.request("PUT", url, data=payload, headers=headers)

print(response.text)
