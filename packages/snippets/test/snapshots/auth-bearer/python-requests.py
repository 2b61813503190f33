import requests

url = "https://api.example.com/v1/me"
headers = {
    "Authorization": "Bearer <token>"
}

response = requests.request("GET", url, headers=headers)

print(response.text)
