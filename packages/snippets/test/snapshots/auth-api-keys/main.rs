// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::Client::new();
    let response = client
        .get("https://api.example.com/v1/reports?api_key=YOUR_API_KEY")
        .header("X-API-Key", "<api-key>")
        .header("Cookie", "session=<session>")
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
