// Recursive-descent parser for the Python subset of py_program.h, following
// Python's operator precedence: ternary < or < and < not < comparisons < | < ^ < & <
// + - < * / // % < unary < ** < call/subscript/attribute.

#include "core/compliance/py_program.h"
#include "core/compliance/py_tokenizer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <list>

namespace scalescope::compliance::py {

int SlotTable::slotFor(std::string_view name)
{
    for (std::size_t i = 0; i < names_.size(); ++i)
        if (names_[i] == name)
            return static_cast<int>(i);
    names_.emplace_back(name);
    return static_cast<int>(names_.size() - 1);
}

namespace {

using detail::Token;
using detail::tokenize;
using detail::TokenKind;

std::unique_ptr<Node> makeNode(NodeKind kind)
{
    auto node = std::make_unique<Node>();
    node->kind = kind;
    return node;
}

std::unique_ptr<Node> constantNode(Value value)
{
    auto node = makeNode(NodeKind::Constant);
    node->constant = std::move(value);
    return node;
}

class Parser
{
  public:
    Parser(std::string_view source, SlotTable& slots)
        : source_(source), tokens_(tokenize(source, decoded_)), slots_(slots)
    {
    }

    std::unique_ptr<Node> parseWholeExpression()
    {
        skipNewlines();
        auto node = parseTernary();
        skipNewlines();
        expectEnd();
        return node;
    }

  private:
    const Token& peek(std::size_t ahead = 0) const
    {
        return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)];
    }
    bool isOp(std::string_view op, std::size_t ahead = 0) const
    {
        return peek(ahead).kind == TokenKind::Operator && peek(ahead).text == op;
    }
    bool isName(std::string_view name, std::size_t ahead = 0) const
    {
        return peek(ahead).kind == TokenKind::Name && peek(ahead).text == name;
    }
    Token take() { return tokens_[pos_ < tokens_.size() - 1 ? pos_++ : pos_]; }
    void skipNewlines()
    {
        while (peek().kind == TokenKind::Newline)
            ++pos_;
    }
    [[noreturn]] void fail(const std::string& what) const
    {
        throw CompileError(what + " near '" + quoted(peek().text, 40) + "' in \"" +
                           quoted(source_, 120) + "\"");
    }

    // At most `limit` characters of `text`, and how long it is when cut: a refused text
    // may be megabytes long.
    static std::string quoted(std::string_view text, std::size_t limit)
    {
        if (text.size() <= limit)
            return std::string(text);
        return std::string(text.substr(0, limit)) + "... (" + std::to_string(text.size()) +
               " characters)";
    }

    [[noreturn]] void failTooDeep() const
    {
        fail("nested deeper than " + std::to_string(kMaxNesting) +
             " levels (parentheses, brackets, calls, 'not', unary '-', '**', 'if' blocks or a "
             "chain of operators); "
             "the rules evaluator's limit");
    }

    // One level deeper for as long as it lives: every parse function that can call itself,
    // directly or through others, holds one, so the parser's own recursion is bounded.
    class NestingGuard
    {
      public:
        explicit NestingGuard(Parser& parser) : parser_(parser)
        {
            if (++parser_.nesting_ > kMaxNesting)
                parser_.failTooDeep();
        }
        ~NestingGuard() { --parser_.nesting_; }
        NestingGuard(const NestingGuard&) = delete;
        NestingGuard& operator=(const NestingGuard&) = delete;

      private:
        Parser& parser_;
    };

    // Makes `child` the next child of `parent`, keeping the tree within kMaxNesting levels
    // (a chain such as 1 + 1 + ... + 1 is parsed by a loop but is as deep as it is long).
    void adopt(Node& parent, std::unique_ptr<Node> child) const
    {
        const int height = child->height + 1;
        if (height > kMaxNesting)
            failTooDeep();
        parent.height = static_cast<std::uint16_t>(std::max<int>(parent.height, height));
        parent.children.push_back(std::move(child));
    }
    void expect(std::string_view op)
    {
        if (!isOp(op))
            fail("expected '" + std::string(op) + "'");
        ++pos_;
    }
    void expectEnd()
    {
        if (peek().kind != TokenKind::End)
            fail("unexpected text after the expression");
    }

    Statement parseStatement()
    {
        Statement statement;
        // s['name'] = expression
        if (isName("s") && isOp("[", 1) && peek(2).kind == TokenKind::String && isOp("]", 3) &&
            isOp("=", 4)) {
            statement.kind = Statement::Kind::AssignState;
            statement.slot = slots_.slotFor(peek(2).text);
            pos_ += 5;
            statement.expression = parseTernary();
            return statement;
        }
        // s['name'] += expression, as s['name'] = s['name'] + expression
        static constexpr std::pair<std::string_view, BinaryOp> kAugmented[] = {
            {"+=", BinaryOp::Add}, {"-=", BinaryOp::Sub}, {"*=", BinaryOp::Mul}};
        for (auto [text, op] : kAugmented) {
            if (!(isName("s") && isOp("[", 1) && peek(2).kind == TokenKind::String &&
                  isOp("]", 3) && isOp(text, 4)))
                continue;
            statement.kind = Statement::Kind::AssignState;
            statement.slot = slots_.slotFor(peek(2).text);
            pos_ += 5;
            auto current = makeNode(NodeKind::StateGet);
            current->slot = statement.slot;
            auto sum = makeNode(NodeKind::Binary);
            sum->op = static_cast<std::uint8_t>(op);
            adopt(*sum, std::move(current));
            adopt(*sum, parseTernary());
            statement.expression = std::move(sum);
            return statement;
        }
        if (isName("s") && isOp(".", 1) && isName("update", 2))
            fail("s.update() must be a statement of its own");
        statement.expression = parseTernary();
        return statement;
    }

  public:
    // s.update({...}) expands to one assignment per key, so it is handled here.
    bool tryParseStateUpdate(std::vector<Statement>& out)
    {
        if (!(isName("s") && isOp(".", 1) && isName("update", 2) && isOp("(", 3) && isOp("{", 4)))
            return false;
        pos_ += 5;
        while (!isOp("}")) {
            if (peek().kind != TokenKind::String)
                fail("s.update() needs string keys");
            Statement statement;
            statement.kind = Statement::Kind::AssignState;
            statement.slot = slots_.slotFor(take().text);
            expect(":");
            statement.expression = parseTernary();
            out.push_back(std::move(statement));
            if (isOp(","))
                ++pos_;
            else if (!isOp("}"))
                fail("expected ',' or '}' in s.update()");
        }
        expect("}");
        expect(")");
        return true;
    }

    std::vector<Statement> parseProgram()
    {
        skipNewlines();
        auto out = parseBlock(0);
        if (peek().kind != TokenKind::End)
            fail("unexpected indentation");
        return out;
    }

  private:
    // Statements at one indentation; stops at the first line indented less, or at the end.
    std::vector<Statement> parseBlock(int indent)
    {
        std::vector<Statement> out;
        while (peek().kind != TokenKind::End) {
            parseStatementInto(out, indent);
            if (peek().kind == TokenKind::End)
                break;
            if (peek().kind != TokenKind::Newline)
                fail("expected end of statement");
            const int next = peek().indent;
            if (next > indent)
                fail("unexpected indentation");
            if (next < indent)
                break; // the caller's Newline: leave it for the enclosing block
            skipNewlines();
        }
        return out;
    }

    void parseStatementInto(std::vector<Statement>& out, int indent)
    {
        if (isName("if")) {
            out.push_back(parseIf(indent));
            return;
        }
        if (!tryParseStateUpdate(out))
            out.push_back(parseStatement());
    }

    // if COND: BODY [elif COND: BODY]* [else: BODY], with BODY on the same line or indented below.
    Statement parseIf(int indent)
    {
        const NestingGuard guard(*this);
        ++pos_; // 'if' or 'elif'
        Statement statement;
        statement.kind = Statement::Kind::If;
        statement.expression = parseTernary();
        statement.body = parseSuite(indent);
        if (peek().kind == TokenKind::Newline && peek().indent == indent &&
            (isName("elif", 1) || isName("else", 1))) {
            ++pos_;
            if (isName("elif")) {
                statement.orElse.push_back(parseIf(indent));
            } else {
                ++pos_;
                statement.orElse = parseSuite(indent);
            }
        }
        return statement;
    }

    std::vector<Statement> parseSuite(int indent)
    {
        expect(":");
        if (peek().kind != TokenKind::Newline) { // if c: statement
            std::vector<Statement> body;
            parseStatementInto(body, indent);
            return body;
        }
        const int inner = peek().indent;
        if (inner <= indent)
            fail("expected an indented block");
        skipNewlines();
        return parseBlock(inner);
    }

  private:
    std::unique_ptr<Node> parseTernary()
    {
        const NestingGuard guard(*this);
        auto value = parseOr();
        if (!isName("if"))
            return value;
        ++pos_;
        auto condition = parseOr();
        if (!isName("else"))
            fail("expected 'else'");
        ++pos_;
        auto otherwise = parseTernary();
        auto node = makeNode(NodeKind::IfElse);
        adopt(*node, std::move(value));
        adopt(*node, std::move(condition));
        adopt(*node, std::move(otherwise));
        return node;
    }

    std::unique_ptr<Node> parseLogical(NodeKind kind, std::string_view keyword,
                                       std::unique_ptr<Node> (Parser::*next)())
    {
        auto left = (this->*next)();
        while (isName(keyword)) {
            ++pos_;
            auto node = makeNode(kind);
            adopt(*node, std::move(left));
            adopt(*node, (this->*next)());
            left = std::move(node);
        }
        return left;
    }
    std::unique_ptr<Node> parseOr() { return parseLogical(NodeKind::Or, "or", &Parser::parseAnd); }
    std::unique_ptr<Node> parseAnd()
    {
        return parseLogical(NodeKind::And, "and", &Parser::parseNot);
    }

    std::unique_ptr<Node> parseNot()
    {
        if (!isName("not"))
            return parseComparison();
        const NestingGuard guard(*this);
        ++pos_;
        auto node = makeNode(NodeKind::Not);
        adopt(*node, parseNot());
        return node;
    }

    bool takeCompareOp(CompareOp& op)
    {
        static constexpr std::pair<std::string_view, CompareOp> kOps[] = {
            {"<", CompareOp::Lt},  {"<=", CompareOp::Le}, {">", CompareOp::Gt},
            {">=", CompareOp::Ge}, {"==", CompareOp::Eq}, {"!=", CompareOp::Ne}};
        for (auto [text, value] : kOps)
            if (isOp(text)) {
                ++pos_;
                op = value;
                return true;
            }
        if (isName("in")) {
            ++pos_;
            op = CompareOp::In;
            return true;
        }
        if (isName("not") && isName("in", 1)) {
            pos_ += 2;
            op = CompareOp::NotIn;
            return true;
        }
        if (isName("is") && isName("not", 1)) {
            pos_ += 2;
            op = CompareOp::IsNot;
            return true;
        }
        if (isName("is")) {
            ++pos_;
            op = CompareOp::Is;
            return true;
        }
        return false;
    }

    std::unique_ptr<Node> parseComparison()
    {
        // 'name' in s: a state lookup resolved at compile time.
        if (peek().kind == TokenKind::String &&
            (isName("in", 1) || (isName("not", 1) && isName("in", 2))) &&
            isName("s", isName("in", 1) ? 2 : 3)) {
            const bool negated = !isName("in", 1);
            auto has = makeNode(NodeKind::StateHas);
            has->slot = slots_.slotFor(peek().text);
            pos_ += negated ? 4 : 3;
            if (!negated)
                return has;
            auto node = makeNode(NodeKind::Not);
            adopt(*node, std::move(has));
            return node;
        }
        auto first = parseBinary(1);
        CompareOp op{};
        if (!takeCompareOp(op))
            return first;
        auto node = makeNode(NodeKind::Compare);
        adopt(*node, std::move(first));
        do {
            node->compareOps.push_back(op);
            adopt(*node, parseBinary(1));
        } while (takeCompareOp(op));
        return node;
    }

    // The binary operator at the cursor and its precedence (1 loosest: |, then ^, &, + -,
    // * / // %), or precedence 0 when the token is not one.
    std::pair<BinaryOp, int> binaryOperatorAt() const
    {
        const Token& token = peek();
        if (token.kind != TokenKind::Operator)
            return {BinaryOp::Add, 0};
        const std::string_view text = token.text;
        if (text == "|")
            return {BinaryOp::BitOr, 1};
        if (text == "^")
            return {BinaryOp::BitXor, 2};
        if (text == "&")
            return {BinaryOp::BitAnd, 3};
        if (text == "+")
            return {BinaryOp::Add, 4};
        if (text == "-")
            return {BinaryOp::Sub, 4};
        if (text == "*")
            return {BinaryOp::Mul, 5};
        if (text == "/")
            return {BinaryOp::Div, 5};
        if (text == "//")
            return {BinaryOp::FloorDiv, 5};
        if (text == "%")
            return {BinaryOp::Mod, 5};
        return {BinaryOp::Add, 0};
    }

    // Precedence climbing: one call per operand instead of one per precedence level,
    // since most operands have no operator at all. Every level is left-associative.
    std::unique_ptr<Node> parseBinary(int minimumPrecedence)
    {
        auto left = parseUnary();
        for (;;) {
            const auto [op, precedence] = binaryOperatorAt();
            if (precedence < minimumPrecedence)
                return left; // 0, not an operator, is below every minimum
            ++pos_;
            auto node = makeNode(NodeKind::Binary);
            node->op = static_cast<std::uint8_t>(op);
            adopt(*node, std::move(left));
            adopt(*node, parseBinary(precedence + 1));
            left = std::move(node);
        }
    }

    std::unique_ptr<Node> parseUnary()
    {
        if (isOp("-") || isOp("+")) {
            const NestingGuard guard(*this);
            if (take().text == "+")
                return parseUnary();
            auto operand = parseUnary();
            if (operand->kind == NodeKind::Constant) {
                operand->constant =
                    negate(operand->constant); // fold "-1" so list literals stay constant
                return operand;
            }
            auto node = makeNode(NodeKind::Negate);
            adopt(*node, std::move(operand));
            return node;
        }
        if (isOp("~"))
            fail("'~' is not supported");
        return parsePower();
    }

    std::unique_ptr<Node> parsePower()
    {
        auto base = parsePostfix();
        if (!isOp("**"))
            return base;
        const NestingGuard guard(*this);
        ++pos_;
        auto node = makeNode(NodeKind::Binary);
        node->op = static_cast<std::uint8_t>(BinaryOp::Pow);
        adopt(*node, std::move(base));
        adopt(*node, parseUnary());
        return node;
    }

    std::vector<std::unique_ptr<Node>> parseArguments()
    {
        expect("(");
        std::vector<std::unique_ptr<Node>> args;
        while (!isOp(")")) {
            args.push_back(parseTernary());
            if (isOp(","))
                ++pos_;
            else if (!isOp(")"))
                fail("expected ',' or ')'");
        }
        expect(")");
        return args;
    }

    std::unique_ptr<Node> parsePostfix()
    {
        auto node = parseAtom();
        for (;;) {
            if (isOp("[")) {
                ++pos_;
                auto subscript = makeNode(NodeKind::Subscript);
                adopt(*subscript, std::move(node));
                adopt(*subscript, parseTernary());
                expect("]");
                node = std::move(subscript);
            } else if (isOp(".")) {
                ++pos_;
                if (peek().kind != TokenKind::Name)
                    fail("expected a method name");
                const std::string name(take().text);
                Method method{};
                if (name == "is_integer")
                    method = Method::IsInteger;
                else if (name == "format")
                    method = Method::Format;
                else if (name == "get")
                    method = Method::Get;
                else
                    fail("unsupported method '" + name + "'");
                auto call = makeNode(NodeKind::MethodCall);
                call->op = static_cast<std::uint8_t>(method);
                adopt(*call, std::move(node));
                for (auto& arg : parseArguments())
                    adopt(*call, std::move(arg));
                node = std::move(call);
            } else {
                return node;
            }
        }
    }

    std::unique_ptr<Node> builtinCall(Builtin builtin)
    {
        auto node = makeNode(NodeKind::Call);
        node->op = static_cast<std::uint8_t>(builtin);
        for (auto& arg : parseArguments())
            adopt(*node, std::move(arg));
        return node;
    }

    std::unique_ptr<Node> parseName()
    {
        const std::string name(take().text);
        if (name == "True" || name == "False")
            return constantNode(Value::fromBool(name == "True"));
        if (name == "None")
            return constantNode(Value::none());
        if (name == "v")
            return makeNode(NodeKind::Record);
        if (name == "ll") {
            expect(".");
            const std::string attribute(peek().kind == TokenKind::Name ? take().text : "");
            if (attribute == "timestamp")
                return makeNode(NodeKind::Timestamp);
            if (attribute == "value")
                return makeNode(NodeKind::Record);
            fail("unsupported attribute ll." + attribute);
        }
        if (name == "s") {
            if (!isOp("[") || peek(1).kind != TokenKind::String || !isOp("]", 2))
                fail("s must be indexed with a string literal");
            auto node = makeNode(NodeKind::StateGet);
            node->slot = slots_.slotFor(peek(1).text);
            pos_ += 3;
            return node;
        }
        if (name == "math") {
            expect(".");
            const std::string function(peek().kind == TokenKind::Name ? take().text : "");
            if (function == "log2")
                return builtinCall(Builtin::Log2);
            if (function == "log10")
                return builtinCall(Builtin::Log10);
            if (function == "ceil")
                return builtinCall(Builtin::Ceil);
            if (function == "floor")
                return builtinCall(Builtin::Floor);
            if (function == "sqrt")
                return builtinCall(Builtin::Sqrt);
            if (function == "log")
                return builtinCall(Builtin::Log);
            if (function == "exp")
                return builtinCall(Builtin::Exp);
            if (function == "inf")
                return constantNode(Value::fromFloat(INFINITY));
            if (function == "pi")
                return constantNode(Value::fromFloat(M_PI));
            if (function == "e")
                return constantNode(Value::fromFloat(M_E));
            fail("unsupported function math." + function);
        }
        static constexpr std::pair<std::string_view, Builtin> kFunctions[] = {
            {"len", Builtin::Len},
            {"isinstance", Builtin::IsInstance},
            {"min", Builtin::Min},
            {"max", Builtin::Max},
            {"is_integer", Builtin::IsInteger},
            {"abs", Builtin::Abs},
            {"round", Builtin::Round},
            {"enqueue_config", Builtin::EnqueueConfig},
            {"float", Builtin::Float},
            {"int", Builtin::Int},
            {"str", Builtin::Str},
            {"bool", Builtin::Bool},
            {"sorted", Builtin::Sorted}};
        for (auto [text, builtin] : kFunctions)
            if (name == text && isOp("("))
                return builtinCall(builtin);
        if (name == "int" || name == "float" || name == "str" || name == "bool" || name == "list" ||
            name == "dict")
            return constantNode(Value::typeObject(name == "int"     ? "int"
                                                  : name == "float" ? "float"
                                                  : name == "str"   ? "str"
                                                  : name == "bool"  ? "bool"
                                                  : name == "list"  ? "list"
                                                                    : "dict"));
        fail("unknown name '" + name + "'");
    }

    std::unique_ptr<Node> parseAtom()
    {
        const Token& token = peek();
        switch (token.kind) {
        case TokenKind::Name:
            return parseName();
        case TokenKind::Number:
            return constantNode(parseNumber(std::string(take().text)));
        case TokenKind::String:
            return constantNode(takeStringLiteral());
        case TokenKind::Operator:
            if (token.text == "(" || token.text == "[")
                return parseSequence();
            if (token.text == "{")
                fail("dict literals are only supported inside s.update()");
            break;
        default:
            break;
        }
        fail("unexpected token");
    }

    // A string literal, with the ones written right after it (implicit concatenation).
    Value takeStringLiteral()
    {
        const std::string_view first = take().text;
        const bool insideSource = first.data() >= source_.data() &&
                                  first.data() + first.size() <= source_.data() + source_.size();
        if (peek().kind != TokenKind::String && insideSource)
            return Value::fromStr(first); // a view into the expression's text, which outlives it
        std::string text(first);
        while (peek().kind == TokenKind::String)
            text += take().text;
        return Value::ownedStr(std::move(text));
    }

    // A list or tuple literal, or a parenthesised expression. The official files list
    // hundreds of tensor names in one literal, so an item that is a lone string or number
    // becomes a Value without a Node of its own (compiling them was most of rules loading).
    std::unique_ptr<Node> parseSequence()
    {
        const std::string_view close = take().text == "(" ? ")" : "]";
        std::vector<Value> literals; // items[i] null: the item is literals[i]
        std::vector<std::unique_ptr<Node>> items;
        bool sawComma = false;
        while (!isOp(close)) {
            const TokenKind kind = peek().kind;
            if ((kind == TokenKind::String || kind == TokenKind::Number) &&
                (isOp(",", 1) || isOp(close, 1))) {
                literals.push_back(kind == TokenKind::String
                                       ? takeStringLiteral()
                                       : parseNumber(std::string(take().text)));
                items.emplace_back();
            } else {
                items.push_back(parseTernary());
                literals.emplace_back();
            }
            if (isOp(",")) {
                ++pos_;
                sawComma = true;
            } else if (!isOp(close))
                fail("expected ',' or '" + std::string(close) + "'");
        }
        expect(close);
        for (std::size_t i = 0; i < items.size(); ++i)
            if (items[i] && items[i]->kind == NodeKind::Constant) {
                literals[i] = std::move(items[i]->constant);
                items[i].reset();
            }
        if (close == ")" && items.size() == 1 && !sawComma)
            return items.front() ? std::move(items.front())
                                 : constantNode(std::move(literals.front()));
        if (std::none_of(items.begin(), items.end(),
                         [](const auto& item) { return item != nullptr; }))
            return constantNode(Value::ownedList(
                std::move(literals)));               // folded once: evaluating it never allocates
        auto list = makeNode(NodeKind::ListLiteral); // tuples behave like lists here
        for (std::size_t i = 0; i < items.size(); ++i)
            adopt(*list, items[i] ? std::move(items[i]) : constantNode(std::move(literals[i])));
        return list;
    }

    Value parseNumber(std::string text) const
    {
        std::erase(text, '_');
        if (text.find_first_of(".eE") == std::string::npos) {
            std::int64_t value = 0;
            auto result = std::from_chars(text.data(), text.data() + text.size(), value);
            if (result.ec == std::errc() && result.ptr == text.data() + text.size())
                return Value::fromInt(value);
        }
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (end != text.c_str() + text.size())
            fail("bad number '" + text + "'");
        return Value::fromFloat(value);
    }

    std::string_view source_;
    std::list<std::string>
        decoded_; // string literals with escapes (stable addresses, no allocation when empty);
                  // declared before tokens_, which views them
    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    int nesting_ = 0;
    SlotTable& slots_;
};

} // namespace

const std::string& emptySourceText()
{
    static const std::string empty;
    return empty;
}

Expression compileExpression(std::string_view source, SlotTable& slots)
{
    Expression expression;
    expression.text = std::make_shared<const std::string>(source);
    Parser parser(*expression.text, slots);
    expression.root = parser.parseWholeExpression();
    return expression;
}

Program compileProgram(std::string_view source, SlotTable& slots)
{
    Program program;
    if (source.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return program; // most PRE/POST are absent
    program.text = std::make_shared<const std::string>(source);
    Parser parser(*program.text, slots);
    program.statements = std::make_shared<const std::vector<Statement>>(parser.parseProgram());
    return program;
}

} // namespace scalescope::compliance::py
