import requests

url = "https://api.example.com/v1/reports?api_key=YOUR_API_KEY"
headers = {
    "X-API-Key": "<api-key>"
}
cookies = {
    "session": "<session>"
}

response = requests.request("GET", url, headers=headers, cookies=cookies)

print(response.text)
