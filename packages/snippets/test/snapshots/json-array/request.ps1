$body = @'
[
  "solo"
]
'@

$params = @{
    Uri         = 'https://api.example.com/v1/tags'
    Method      = 'Put'
    ContentType = 'application/json; charset=utf-8'
    Body        = $body
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
