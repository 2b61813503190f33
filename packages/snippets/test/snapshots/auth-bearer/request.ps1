$headers = @{
    'Authorization' = 'Bearer <token>'
}

$params = @{
    Uri     = 'https://api.example.com/v1/me'
    Headers = $headers
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
