// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::Client::new();
    let response = client
        .delete("https://api.example.com/v1/pets/42")
        .bearer_auth("<token>")
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
