import requests

url = "https://api.example.com/v1/pets/42"
headers = {
    "Authorization": "Bearer <token>"
}

response = requests.request("DELETE", url, headers=headers)

print(response.text)
