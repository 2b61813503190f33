$headers = @{
    'Authorization' = 'Bearer <token>'
}

$params = @{
    Uri     = 'https://api.example.com/v1/pets/42'
    Method  = 'Delete'
    Headers = $headers
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
