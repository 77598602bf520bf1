// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.20;

/// Behaves like Tether's mainnet contract where wallets notice: 6 decimals, and `transfer` /
/// `transferFrom` return nothing (a caller that expects a bool fails to decode the empty return).
contract UsdtLikeToken {
    string public name = "Tether-like USD";
    string public symbol = "USDT";
    uint256 public decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 _initialSupply) {
        totalSupply = _initialSupply;
        balanceOf[msg.sender] = _initialSupply;
    }

    function transfer(address _to, uint256 _value) external {
        require(balanceOf[msg.sender] >= _value, "balance");
        balanceOf[msg.sender] -= _value;
        balanceOf[_to] += _value;
        emit Transfer(msg.sender, _to, _value);
    }
}
