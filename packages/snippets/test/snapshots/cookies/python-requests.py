import requests

url = "https://api.example.com/v1/preferences"
headers = {
    "X-Request-Note": "it's \"quoted\" $HOME"
}
cookies = {
    "theme": "dark",
    "session_id": "abc123"
}

response = requests.request("GET", url, headers=headers, cookies=cookies)

print(response.text)
