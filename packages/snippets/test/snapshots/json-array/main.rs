// cargo add tokio --features full
// cargo add reqwest --features json
// cargo add serde_json

use serde_json::json;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let payload = json!(["solo"]);

    let client = reqwest::Client::new();
    let response = client
        .put("https://api.example.com/v1/tags")
        .json(&payload)
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
