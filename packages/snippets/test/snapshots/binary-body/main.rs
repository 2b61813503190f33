// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let payload = std::fs::read("upload.bin")?;

    let client = reqwest::Client::new();
    let response = client
        .put("https://api.example.com/v1/blobs/backup.bin")
        .header("Content-Type", "application/octet-stream")
        .body(payload)
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
