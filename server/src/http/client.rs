//! Who is asking: the client's address (from `X-Forwarded-For` only through proxies we trust),
//! and the per-client rate limits, keyed so that one IPv6 network counts as one client.

use std::hash::Hash;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;

use axum::extract::{ConnectInfo, FromRef, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use ipnet::IpNet;
use prometheus_client::metrics::counter::Counter;

use super::{ApiError, ApiResult, AppState};

/// The proxies whose `X-Forwarded-For` is believed.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    pub fn new(networks: Vec<IpNet>) -> Self {
        TrustedProxies(networks)
    }

    fn trusts(&self, address: IpAddr) -> bool {
        let address = canonical(address);
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The client behind `peer`: the peer itself unless it is a trusted proxy; then the rightmost
    /// `X-Forwarded-For` hop that is not a trusted proxy (hops further left were written by the
    /// client and prove nothing).
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = canonical(peer);
        if !self.trusts(client) {
            return client;
        }
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .collect();
        for hop in hops.iter().rev() {
            let Some(address) = parse_hop(hop) else {
                // Not an address a proxy of ours wrote: the chain can be believed no further.
                break;
            };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        client
    }
}

/// A hop as proxies write it: `1.2.3.4`, `2001:db8::1`, `1.2.3.4:5678` or `[2001:db8::1]:5678`.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    hop.parse::<IpAddr>()
        .ok()
        .or_else(|| hop.parse::<SocketAddr>().ok().map(|socket| socket.ip()))
        .map(canonical)
}

/// An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        v4 => v4,
    }
}

/// What a rate limit counts a client under: its IPv4 address, or its IPv6 /64 (one subscriber's
/// network: a client rotating addresses inside it is still one client).
pub fn limit_key(address: IpAddr) -> IpAddr {
    match canonical(address) {
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(network))
        }
        v4 => v4,
    }
}

/// The client's address (see `TrustedProxies::client`).
pub struct ClientIp(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientIp
where
    AppState: FromRef<S>,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::from([127, 0, 0, 1]), |info| info.0.ip());
        Ok(ClientIp(AppState::from_ref(state).proxies.client(peer, &parts.headers)))
    }
}

/// An allowance of calls per client (or per any other key, such as an account), counting its
/// refusals.
pub struct RateLimit<K: Hash + Eq + Clone = IpAddr> {
    limiter: DefaultKeyedRateLimiter<K>,
    refusals: Counter,
}

impl RateLimit<IpAddr> {
    /// Spends one of the client's calls, or answers 429 with the wait.
    pub fn spend(&self, client: IpAddr) -> ApiResult<()> {
        self.spend_key(&limit_key(client))
    }
}

impl<K: Hash + Eq + Clone> RateLimit<K> {
    pub fn per_minute(calls: u32, refusals: Counter) -> Self {
        let calls = NonZeroU32::new(calls.max(1)).expect("at least one");
        Self::with_quota(Quota::per_minute(calls), refusals)
    }

    /// `burst` calls at once, then one more every `period`.
    pub fn burst(burst: u32, period: std::time::Duration, refusals: Counter) -> Self {
        let burst = NonZeroU32::new(burst.max(1)).expect("at least one");
        let quota = Quota::with_period(period).expect("a period longer than zero");
        Self::with_quota(quota.allow_burst(burst), refusals)
    }

    fn with_quota(quota: Quota, refusals: Counter) -> Self {
        RateLimit {
            limiter: RateLimiter::keyed(quota),
            refusals,
        }
    }

    /// Spends one of the key's calls, or answers 429 with the wait.
    pub fn spend_key(&self, key: &K) -> ApiResult<()> {
        self.limiter.check_key(key).map_err(|not_until| {
            self.refusals.inc();
            let clock = governor::clock::DefaultClock::default();
            let wait = not_until.wait_time_from(governor::clock::Clock::now(&clock));
            ApiError::TooManyRequests {
                retry_after_secs: wait.as_secs().max(1),
            }
        })
    }

    /// Forgets clients whose allowance is whole again, so the limiter's memory does not grow
    /// with every address ever seen.
    pub fn prune(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }

    /// How many clients the limiter remembers.
    #[cfg(test)]
    fn clients(&self) -> usize {
        self.limiter.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", value.parse().unwrap());
        headers
    }

    fn proxies(list: &[&str]) -> TrustedProxies {
        TrustedProxies::new(list.iter().map(|net| net.parse().unwrap()).collect())
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        let client = proxies(&[]).client("203.0.113.9".parse().unwrap(), &forwarded("1.1.1.1"));
        assert_eq!(client, "203.0.113.9".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn the_rightmost_hop_outside_the_trusted_proxies_is_the_client() {
        let trusted = proxies(&["10.0.0.0/8", "127.0.0.1/32"]);
        // The client wrote "6.6.6.6" itself; our two proxies appended what they saw.
        let headers = forwarded("6.6.6.6, 198.51.100.7, 10.1.2.3");
        let client = trusted.client("127.0.0.1".parse().unwrap(), &headers);
        assert_eq!(client, "198.51.100.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn hops_in_several_headers_and_with_ports_are_read_in_order() {
        let trusted = proxies(&["10.0.0.0/8"]);
        let mut headers = HeaderMap::new();
        headers.append("x-forwarded-for", "6.6.6.6".parse().unwrap());
        headers.append("x-forwarded-for", "[2001:db8::5]:4711".parse().unwrap());
        let client = trusted.client("10.0.0.1".parse().unwrap(), &headers);
        assert_eq!(client, "2001:db8::5".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn garbage_in_the_chain_stops_at_the_last_believable_hop() {
        let trusted = proxies(&["10.0.0.0/8"]);
        let client = trusted.client("10.0.0.1".parse().unwrap(), &forwarded("evil, 10.0.0.2"));
        assert_eq!(client, "10.0.0.2".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn ipv6_clients_are_limited_per_64_and_mapped_ipv4_as_ipv4() {
        let a = limit_key("2001:db8:1:2:aaaa::1".parse().unwrap());
        let b = limit_key("2001:db8:1:2:bbbb::9".parse().unwrap());
        let other = limit_key("2001:db8:1:3::1".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, other);
        assert_eq!(
            limit_key("::ffff:192.0.2.1".parse().unwrap()),
            "192.0.2.1".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn a_limiter_forgets_clients_whose_allowance_is_whole() {
        let limit = RateLimit {
            limiter: RateLimiter::keyed(Quota::per_second(NonZeroU32::new(1000).unwrap())),
            refusals: Counter::default(),
        };
        limit.spend("192.0.2.1".parse().unwrap()).unwrap();
        assert_eq!(limit.clients(), 1);
        std::thread::sleep(std::time::Duration::from_millis(20));
        limit.prune();
        assert_eq!(limit.clients(), 0);
    }
}
