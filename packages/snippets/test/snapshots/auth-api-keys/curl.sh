curl --url 'https://api.example.com/v1/reports?api_key=YOUR_API_KEY' \
  --header 'X-API-Key: <api-key>' \
  --cookie 'session=<session>'
