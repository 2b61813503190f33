// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::Client::new();
    let response = client
        .get("https://api.example.com/v1/me")
        .basic_auth("<username>", Some("<password>"))
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
