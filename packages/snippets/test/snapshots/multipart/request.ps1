# -Form needs PowerShell 7 or later.
$form = [ordered]@{
    'description' = 'A "quoted" caption; é'
    'file' = Get-Item -LiteralPath 'upload.bin'
}

$params = @{
    Uri    = 'https://api.example.com/v1/uploads'
    Method = 'Post'
    Form   = $form
}

$response = Invoke-RestMethod @params
$response | ConvertTo-Json -Depth 10
