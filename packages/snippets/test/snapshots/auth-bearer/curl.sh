curl --url 'https://api.example.com/v1/me' \
  --header 'Authorization: Bearer <token>'
