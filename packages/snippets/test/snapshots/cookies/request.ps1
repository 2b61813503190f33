$headers = @{
    'X-Request-Note' = 'it''s "quoted" $HOME'
    'Cookie' = 'theme=dark; session_id=abc123'
}

$params = @{
    Uri     = 'https://api.example.com/v1/preferences'
    Headers = $headers
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
