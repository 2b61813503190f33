import requests

url = "https://api.example.com/v1/login"

payload = {
    "username": "jane doe",
    "note": "a&b=c + d %20 $HOME",
    "city": "Zürich",
    "empty": ""
}

response = requests.request("POST", url, data=payload)

print(response.text)
