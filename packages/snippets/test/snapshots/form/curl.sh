curl --request POST \
  --url 'https://api.example.com/v1/login' \
  --header 'Content-Type: application/x-www-form-urlencoded' \
  --data-urlencode 'username=jane doe' \
  --data-urlencode 'note=a&b=c + d %20 $HOME' \
  --data-urlencode 'city=Zürich' \
  --data-urlencode 'empty='
