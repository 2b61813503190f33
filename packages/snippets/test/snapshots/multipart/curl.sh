curl --request POST \
  --url 'https://api.example.com/v1/uploads' \
  --form-string 'description=A "quoted" caption; é' \
  --form 'file=@upload.bin;type=application/octet-stream'
