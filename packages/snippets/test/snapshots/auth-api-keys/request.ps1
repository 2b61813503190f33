$headers = @{
    'X-API-Key' = '<api-key>'
    'Cookie' = 'session=<session>'
}

$params = @{
    Uri     = 'https://api.example.com/v1/reports?api_key=YOUR_API_KEY'
    Headers = $headers
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
