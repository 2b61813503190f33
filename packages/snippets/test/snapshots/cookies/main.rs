// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::Client::new();
    let response = client
        .get("https://api.example.com/v1/preferences")
        .header("X-Request-Note", "it's \"quoted\" $HOME")
        .header("Cookie", "theme=dark; session_id=abc123")
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
