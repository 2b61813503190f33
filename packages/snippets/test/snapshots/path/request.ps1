$params = @{
    Uri = 'https://api.example.com/v1/users/jane%20doe%40example.com/files/a%2Fb%3Fc%23d%20%C3%A9'
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
