curl --request PUT \
  --url 'https://api.example.com/v1/blobs/backup.bin' \
  --header 'Content-Type: application/octet-stream' \
  --data-binary '@upload.bin'
