$params = @{
    Uri         = 'https://api.example.com/v1/blobs/backup.bin'
    Method      = 'Put'
    ContentType = 'application/octet-stream'
    InFile      = 'upload.bin'
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
