curl --request POST \
  --url 'https://api.example.com/v1/notes' \
  --header 'Content-Type: text/plain' \
  --data-raw 'Rex "the dog" O'\''Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \n é ✓ 😀
second line
'
