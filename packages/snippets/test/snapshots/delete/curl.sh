curl --request DELETE \
  --url 'https://api.example.com/v1/pets/42' \
  --header 'Authorization: Bearer <token>'
