import requests

url = "https://api.example.com/v1/me"

response = requests.request("GET", url, auth=("<username>", "<password>"))

print(response.text)
