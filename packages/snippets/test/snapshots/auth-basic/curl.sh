curl --url 'https://api.example.com/v1/me' \
  --user '<username>:<password>'
