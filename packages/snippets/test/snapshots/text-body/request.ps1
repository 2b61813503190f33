$body = "Rex `"the dog`" O'Brien; `$(echo hacked) ``id`` `$HOME `${PATH} #{1 + 1} {`$x} ??! 100% \n é ✓ 😀`nsecond line`n"

$params = @{
    Uri         = 'https://api.example.com/v1/notes'
    Method      = 'Post'
    ContentType = 'text/plain; charset=utf-8'
    Body        = $body
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
