$body = [ordered]@{
    'username' = 'jane doe'
    'note' = 'a&b=c + d %20 $HOME'
    'city' = 'Zürich'
    'empty' = ''
}

$params = @{
    Uri         = 'https://api.example.com/v1/login'
    Method      = 'Post'
    ContentType = 'application/x-www-form-urlencoded'
    Body        = $body
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
