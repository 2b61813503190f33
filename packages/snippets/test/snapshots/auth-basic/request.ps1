$credentials = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes('<username>:<password>'))

$headers = @{
    'Authorization' = "Basic $credentials"
}

$params = @{
    Uri     = 'https://api.example.com/v1/me'
    Headers = $headers
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
