import requests

url = "https://api.example.com/v1/tags"

payload = [
    "solo"
]

response = requests.request("PUT", url, json=payload)

print(response.text)
