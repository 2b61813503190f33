curl --request PUT \
  --url 'https://api.example.com/v1/tags' \
  --header 'Content-Type: application/json' \
  --data-raw '[
  "solo"
]'
